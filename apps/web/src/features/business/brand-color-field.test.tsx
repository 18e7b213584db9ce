import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandColorField, BrandPreview } from './brand-color-field.tsx';

const WHITE = 'rgb(255, 255, 255)';
const BLACK = 'rgb(0, 0, 0)';

function previewTextColour() {
  return screen.getByTestId('brand-preview').style.color;
}

describe('brand colour preview (white text under luminance 0.7)', () => {
  it.each([
    ['#2F5D50', WHITE],
    ['#1D2521', WHITE],
    ['#B76E79', WHITE],
    ['#F4EFE6', BLACK],
    ['#FFFFFF', BLACK],
  ])('on %s the text is %s', (color, expected) => {
    render(<BrandPreview color={color} />);
    expect(screen.getByTestId('brand-preview').style.backgroundColor).not.toBe('');
    expect(previewTextColour()).toBe(expected);
  });

  it('switches exactly at the threshold', () => {
    // #D5D5D5 has a relative luminance of about 0.665, #DDDDDD about 0.723.
    const { unmount } = render(<BrandPreview color="#D5D5D5" />);
    expect(previewTextColour()).toBe(WHITE);
    unmount();
    render(<BrandPreview color="#DDDDDD" />);
    expect(previewTextColour()).toBe(BLACK);
  });

  it('previews the value of the form field', () => {
    const { rerender } = render(<BrandColorField value="#2F5D50" />);
    expect(previewTextColour()).toBe(WHITE);
    rerender(<BrandColorField value="#F4EFE6" />);
    expect(previewTextColour()).toBe(BLACK);
  });
});
