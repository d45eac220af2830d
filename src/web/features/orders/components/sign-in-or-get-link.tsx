import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';

/** For a signed-out visitor without a link: sign in, or have links to their guest orders mailed. */
export function SignInOrGetLink() {
  const m = useMessages('orders');
  return (
    <>
      <p className="text-lg">{m.signInToSee}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClassName()}
          onClick={() => emitAppEvent(appEvents.openLoginModal)}
          data-opens-auth
        >
          {m.signIn}
        </button>
        <Link to="/orders/find" className={buttonClassName({ variant: 'outline' })}>
          {m.getLink}
        </Link>
      </div>
    </>
  );
}
