import { describe, expect, it } from 'vitest';
import { cardFileName, hasShareSheet, shareData, standaloneCardHtml } from './share-card';

const card = { title: 'Support play', text: 'Pitch card', url: 'https://x.test/pitch-card/1', file: new File(['<p>card</p>'], 'card.html', { type: 'text/html' }) };

describe('share choice', () => {
  it('offers the share sheet only where navigator.share exists', () => {
    expect(hasShareSheet({})).toBe(false);
    expect(hasShareSheet({ share: async () => undefined })).toBe(true);
  });

  it('shares the card file where files can be shared, else its link', () => {
    const share = async () => undefined;
    expect(shareData({ share, canShare: () => true }, card)).toEqual({ title: 'Support play', text: 'Pitch card', files: [card.file] });
    expect(shareData({ share, canShare: () => false }, card)).toEqual({ title: 'Support play', text: 'Pitch card', url: card.url });
    expect(shareData({ share }, card)).toEqual({ title: 'Support play', text: 'Pitch card', url: card.url });
  });
});

describe('standaloneCardHtml', () => {
  it('is a whole page with the styles inline and the title escaped', () => {
    const html = standaloneCardHtml({ title: 'A <b> & "c"', cardHtml: '<article>card</article>', css: '.a{color:red}</style><script>' });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain('<article>card</article>');
    expect(html).not.toContain('</style><script>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('cardFileName', () => {
  it('slugs the title', () => {
    expect(cardFileName('Support play: 4v2 Rondo!')).toBe('support-play-4v2-rondo-pitch-card.html');
    expect(cardFileName('***')).toBe('session-pitch-card.html');
  });
});
