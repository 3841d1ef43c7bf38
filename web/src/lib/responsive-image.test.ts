import { describe, expect, it } from 'vitest';
import { responsiveImage } from '@/lib/responsive-image';

describe('responsiveImage', () => {
  it('when the picture is a company picture, then its scaled widths are offered with the slot sizes', () => {
    const url = '/api/media/companies/demo-company/public/photo-1-5796235d985e.png';
    expect(responsiveImage(url, 'card')).toEqual({
      src: url,
      srcSet: `${url}?w=480 480w, ${url}?w=960 960w, ${url}?w=1600 1600w`,
      sizes: '(min-width: 600px) 380px, 100vw',
    });
  });

  it('when the picture is anything else (a preview, another site), then it is used as it is', () => {
    expect(responsiveImage('data:image/png;base64,AAAA', 'fullWidth')).toEqual({ src: 'data:image/png;base64,AAAA' });
    expect(responsiveImage('https://example.com/a.png', 'fullWidth')).toEqual({ src: 'https://example.com/a.png' });
  });
});
