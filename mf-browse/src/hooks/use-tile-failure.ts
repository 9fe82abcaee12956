import { useEffect, useState } from 'react';

/** How long the note that a map's tiles could not load stays over the map. */
const TILE_NOTE_MS = 8000;

/**
 * Whether to show, for a few seconds, that a map's tiles could not load (offline, blocked tile
 * server): the map stays grey, its markers still work. `onTileError` goes to the TileLayer.
 */
export function useTileFailure() {
  const [failed, setFailed] = useState(false);
  const [noteShown, setNoteShown] = useState(false);

  useEffect(() => {
    if (!noteShown) return;
    const timer = setTimeout(() => setNoteShown(false), TILE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [noteShown]);

  function onTileError() {
    if (failed) return;
    setFailed(true);
    setNoteShown(true);
  }

  return { noteShown, onTileError };
}
