import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ImageResize from '@/features/company-dashboard/components/media/image-resize';
import { fitWithin, photoTarget } from '@/features/company-dashboard/components/media/image-resize';
import { renderRoute } from '@/testing/test-utils';

vi.mock('@/features/company-dashboard/components/media/image-resize', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageResize>()),
  // jsdom has no canvas: the picture is "resized" to a data URL naming the file.
  resizeImage: async (file: File) => `data:image/jpeg;base64,${btoa(file.name)}`,
}));
const { ImagePicker } = await import('@/features/company-dashboard/components/media/image-picker');

const picture = (name: string, type = 'image/png') => new File(['x'], name, { type });

function renderPicker(images: string[] = []) {
  const onChange = vi.fn();
  renderRoute(
    <ImagePicker
      label="Business photos"
      hint="Up to 5 photos."
      images={images}
      onChange={onChange}
      max={5}
      target={photoTarget}
      itemName={(index) => `Photo ${index + 1}`}
    />,
  );
  return onChange;
}

describe('ImagePicker', () => {
  it('when files are dropped, then only images are kept and a note says the others were left out', async () => {
    const onChange = renderPicker();
    fireEvent.drop(screen.getByTestId('Business photos drop zone'), {
      dataTransfer: { files: [picture('a.png'), picture('notes.pdf', 'application/pdf')] },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([`data:image/jpeg;base64,${btoa('a.png')}`]));
    expect(screen.getByRole('alert')).toHaveTextContent('Dropped files must be images');
  });

  it('when more pictures come than there is room for, then the extra ones are ignored', async () => {
    const onChange = renderPicker([
      '/api/media/companies/c/public/a.jpg',
      '/api/media/companies/c/public/b.jpg',
      '/api/media/companies/c/public/c.jpg',
    ]);
    const input = screen.getByLabelText('Business photos: choose files');
    fireEvent.change(input, { target: { files: [picture('1.png'), picture('2.png'), picture('3.png')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]![0]).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent('further uploads were ignored');
  });

  it('when a picture is removed, then the rest stay in order', () => {
    const onChange = renderPicker(['data:image/png;base64,AA', 'data:image/png;base64,BB']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photo 1' }));
    expect(onChange).toHaveBeenCalledWith(['data:image/png;base64,BB']);
  });
});

describe('fitWithin', () => {
  it('when a picture is larger than the target, then it shrinks keeping its ratio; a small one is never enlarged', () => {
    expect(fitWithin(4000, 3000, photoTarget)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(3000, 1000, photoTarget)).toEqual({ width: 1024, height: 341 });
    expect(fitWithin(640, 480, photoTarget)).toEqual({ width: 640, height: 480 });
  });
});
