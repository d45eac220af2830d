import { LoginDialog } from './login-dialog.tsx';
import { SignupDialog } from './signup-dialog.tsx';

export type AuthDialog = 'login' | 'signup';

type AuthDialogsProps = {
  open: AuthDialog | null;
  onOpenChange: (dialog: AuthDialog | null) => void;
};

/** Login and signup, one at a time; each can switch to the other. Loaded when first asked for. */
export default function AuthDialogs({ open, onOpenChange }: AuthDialogsProps) {
  return (
    <>
      <LoginDialog
        open={open === 'login'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'login' : null)}
        onSwitchToSignup={() => onOpenChange('signup')}
      />
      <SignupDialog
        open={open === 'signup'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'signup' : null)}
        onSwitchToLogin={() => onOpenChange('login')}
      />
    </>
  );
}
