import { Button } from './Button';
import { toast } from './toast';

/** "Copy Link" for a private link shown once (a calendar feed, a share link); `hint` says what to do with it. */
export function CopyLinkButton({ url, hint }: { url: string; hint: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link Copied', description: hint, variant: 'success' });
    } catch {
      toast({ description: 'Could not copy. Select the link and copy it by hand.', variant: 'destructive' });
    }
  };
  return <Button onClick={() => void copy()}>Copy Link</Button>;
}
