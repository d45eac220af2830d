import { pageIntros } from '../../shared/messages/shell.ts';
import { PlaceholderPage } from '../components/layouts/placeholder-page.tsx';

/** /create: the create flow (spec 001 §2); its issue replaces this introduction. */
export function Component() {
  return <PlaceholderPage {...pageIntros.create} />;
}
