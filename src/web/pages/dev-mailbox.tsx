import { pageIntros } from '../../shared/messages/shell.ts';
import { PlaceholderPage } from '../components/layouts/placeholder-page.tsx';

/** /dev/mailbox: the mail outbox outside production (ARCHITECTURE §3); its issue replaces this introduction. */
export function Component() {
  return <PlaceholderPage {...pageIntros.devMailbox} />;
}
