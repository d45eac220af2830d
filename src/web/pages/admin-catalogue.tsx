import { pageIntros } from '../../shared/messages/shell.ts';
import { PlaceholderPage } from '../components/layouts/placeholder-page.tsx';

/** /admin/catalogue (spec 002 §2); the admin issue replaces this introduction. */
export function Component() {
  return <PlaceholderPage {...pageIntros.adminCatalogue} />;
}
