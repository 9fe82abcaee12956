import { describe, expect, test } from 'vitest';
import { statMarkerId } from './counted-once.ts';

describe('a figure’s marker (issue 85: people, not actions)', () => {
  test('is one per listing, figure, day and person, and names no person', () => {
    const id = statMarkerId('home-1', 'saves', '2026-12-05', 'uid-ann');
    expect(id).toBe(statMarkerId('home-1', 'saves', '2026-12-05', 'uid-ann'));
    expect(id).toMatch(/^home-1_saves_2026-12-05_[0-9a-f]{32}$/);
    expect(id).not.toContain('uid-ann');
    const others = [
      statMarkerId('home-1', 'saves', '2026-12-05', 'uid-bob'),
      statMarkerId('home-1', 'viewings', '2026-12-05', 'uid-ann'),
      statMarkerId('home-1', 'saves', '2026-12-06', 'uid-ann'),
      statMarkerId('home-2', 'saves', '2026-12-05', 'uid-ann'),
    ];
    expect(new Set([id, ...others]).size).toBe(5);
  });
});
