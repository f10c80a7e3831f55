import { cardFileName, hasShareSheet, shareData, standaloneCardHtml } from './share-card';

/** The browser side of sharing a card (share sheet, clipboard, download); the choices are in share-card.ts. */

export type CardToShare = { title: string; element: HTMLElement; path: string };

/** Every rule the page has loaded, so the saved card looks as it does here. */
function pageCss(): string {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
    } catch {
      // A stylesheet from another origin cannot be read; the card does not depend on one.
    }
  }
  return rules.join('\n');
}

function cardFile({ title, element }: CardToShare): File {
  const html = standaloneCardHtml({ title, cardHtml: element.outerHTML, css: pageCss() });
  return new File([html], cardFileName(title), { type: 'text/html' });
}

const cardUrl = (path: string) => new URL(path, window.location.origin).toString();

export const browserHasShareSheet = () => hasShareSheet(navigator);

/** Opens the share sheet. Answers false when the coach closed it (not an error). */
export async function shareCard(card: CardToShare): Promise<boolean> {
  const data = shareData(navigator, { title: card.title, text: `Pitch card: ${card.title}`, url: cardUrl(card.path), file: cardFile(card) });
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}

export async function copyCardLink(path: string): Promise<string> {
  const url = cardUrl(path);
  await navigator.clipboard.writeText(url);
  return url;
}

/** Saves the card as one HTML file that opens anywhere, offline, without signing in. */
export function downloadCard(card: CardToShare): void {
  const file = cardFile(card);
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; keep it a moment for slow browsers.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
