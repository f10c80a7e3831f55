/** The card as a page of its own; free of browser types, so the server renders shared cards with it too. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A page that shows the card with no app around it and nothing to fetch (styles inlined, diagrams inline SVG). */
export function standaloneCardHtml({ title, cardHtml, css }: { title: string; cardHtml: string; css: string }): string {
  // A stylesheet must not close its own <style> element early.
  const safeCss = css.replace(/<\/style/gi, '<\\/style');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${safeCss}</style>`,
    '</head>',
    '<body class="pitch-card-standalone">',
    cardHtml,
    '</body>',
    '</html>',
  ].join('\n');
}
