import { describe, expect, test } from 'vitest';
import { criticalStyles, markupSkeleton } from './critical-styles.ts';

const styles = [
  '._card_a1{display:flex}',
  '._card_a1:hover{box-shadow:0 0 2px}',
  '._gallery_b2{height:300px}', // the listing page's: not in this markup
  '._list_c3 ._card_a1{margin:0}',
  '._filters_d4[open] ._panel_d4{display:block}', // opened by a tap before the code runs
  '._more_e5[aria-busy=true]{opacity:.6}',
  '@media (min-width:1024px){._card_a1{width:50%}._gallery_b2{width:60%}}',
  '@keyframes _pulse_f6{0%{opacity:1}to{opacity:.5}}',
  '@keyframes _spin_g7{to{transform:rotate(1turn)}}',
  '._skeleton_f6{animation:_pulse_f6 1s}',
].join('');

const markup =
  '<ul class="_list_c3"><li class="_card_a1"><span class="_skeleton_f6"></span></li></ul>' +
  '<details class="_filters_d4"><summary>More filters</summary><div class="_panel_d4"></div></details>' +
  '<button class="_more_e5" type="button">Load More</button>';

describe('criticalStyles', () => {
  test('keeps the rules the markup can use, in their order, and drops the others', async () => {
    const kept = await criticalStyles(markup, styles);
    expect(kept).toContain('._card_a1{display:flex}');
    expect(kept).toContain('._card_a1:hover');
    expect(kept).toContain('._list_c3 ._card_a1{margin:0}');
    expect(kept).toMatch(/@media \(min-width: ?1024px\)\{\._card_a1\{width:50%\}\}/);
    expect(kept).not.toContain('_gallery_b2');
    expect(kept.indexOf('._card_a1{display:flex}')).toBeLessThan(kept.indexOf('._list_c3'));
  });

  test('keeps the states a person can give the first screen before its code runs', async () => {
    const kept = await criticalStyles(markup, styles);
    expect(kept).toContain('._filters_d4[open] ._panel_d4{display:block}');
    expect(kept).toContain('._more_e5[aria-busy=true]{opacity:.6}');
  });

  test('keeps the keyframes a kept rule names, and only those', async () => {
    const kept = await criticalStyles(markup, styles);
    expect(kept).toContain('@keyframes _pulse_f6');
    expect(kept).not.toContain('_spin_g7');
  });

  test('nothing to cut: nothing written', async () => {
    expect(await criticalStyles(markup, '')).toBe('');
  });
});

describe('markupSkeleton', () => {
  test('two pages that differ only in words, addresses and photos have one skeleton', () => {
    const a =
      '<li class="_card_a1"><a href="/category/rent/1"><img src="http://img/1.webp" alt="Flat"></a><p>£900</p><p></p></li>';
    const b =
      '<li class="_card_a1"><a href="/category/rent/2"><img src="http://img/2.webp" alt="House"></a><p>£1,250 a month</p><p></p></li>';
    expect(markupSkeleton(a)).toBe(markupSkeleton(b));
  });

  test('a different element, class, structure or emptiness is a different skeleton', () => {
    const page = '<li class="_card_a1"><p>£900</p></li>';
    expect(markupSkeleton('<li class="_card_a1 _reduced_b2"><p>£900</p></li>')).not.toBe(markupSkeleton(page));
    expect(markupSkeleton('<li class="_card_a1"><span>£900</span></li>')).not.toBe(markupSkeleton(page));
    expect(markupSkeleton('<li class="_card_a1"><p></p></li>')).not.toBe(markupSkeleton(page));
  });
});
