import { pageIntros } from '../../shared/messages/shell.ts';
import { PlaceholderPage } from '../components/layouts/placeholder-page.tsx';

/** /partners: the café-partner pitch (spec 002 §2); its issue replaces this introduction. */
export function Component() {
  return <PlaceholderPage {...pageIntros.partners} />;
}
