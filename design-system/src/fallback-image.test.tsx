import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FallbackImage } from './fallback-image.tsx';

describe('FallbackImage', () => {
  it('shows src, then the fallback once src fails, and reports only the fallback failing', () => {
    const onError = vi.fn();
    render(<FallbackImage src="/small.webp" fallbackSrc="/photo.png" alt="A house" onError={onError} />);
    const image = screen.getByRole('img', { name: 'A house' });
    expect(image).toHaveAttribute('src', '/small.webp');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/photo.png');
    expect(onError).not.toHaveBeenCalled();
    fireEvent.error(image);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(image).toHaveAttribute('src', '/photo.png');
  });

  it('draws a placeholder for a photo that is gone, keeping its alt text, and tries a new photo again', () => {
    const { rerender } = render(
      <FallbackImage src="/cover.webp" fallbackSrc="/cover.png" alt="A house" className="cover" />,
    );
    const image = screen.getByRole('img', { name: 'A house' });
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('data-photo-missing');
    fireEvent.error(image);
    expect(image).toHaveAttribute('data-photo-missing');
    expect(image.className).toMatch(/^cover \S+/);
    rerender(<FallbackImage src="/other.webp" fallbackSrc="/other.png" alt="A house" className="cover" />);
    expect(image).not.toHaveAttribute('data-photo-missing');
    expect(image).toHaveAttribute('class', 'cover');
  });

  it('another image of a photo found gone draws the placeholder at once', () => {
    render(<FallbackImage src="/gone.webp" fallbackSrc="/gone.png" alt="The cover" />);
    fireEvent.error(screen.getByRole('img', { name: 'The cover' }));
    fireEvent.error(screen.getByRole('img', { name: 'The cover' }));
    render(<FallbackImage src="/gone.webp" fallbackSrc="/gone.png" alt="In the gallery" />);
    const again = screen.getByRole('img', { name: 'In the gallery' });
    expect(again).toHaveAttribute('data-photo-missing');
    expect(again).toHaveAttribute('src', '/gone.png');
  });

  it('tries a new src again', () => {
    const { rerender } = render(<FallbackImage src="/a.webp" fallbackSrc="/a.png" alt="" />);
    fireEvent.error(screen.getByRole('presentation'));
    rerender(<FallbackImage src="/b.webp" fallbackSrc="/b.png" alt="" />);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/b.webp');
  });

  it('reports at once when there is nothing else to try', () => {
    const onError = vi.fn();
    render(<FallbackImage src="/photo.png" fallbackSrc="/photo.png" alt="x" onError={onError} />);
    fireEvent.error(screen.getByRole('img'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img')).toHaveAttribute('data-photo-missing');
  });
});
