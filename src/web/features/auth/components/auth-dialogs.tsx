import { useState } from 'react';
import { LoginDialog } from './login-dialog.tsx';
import { PasswordResetDialog } from './password-reset-dialog.tsx';
import { SignupDialog } from './signup-dialog.tsx';

export type AuthDialog = 'login' | 'signup' | 'reset';

type AuthDialogsProps = {
  open: AuthDialog | null;
  onOpenChange: (dialog: AuthDialog | null) => void;
};

/**
 * Login, signup and a forgotten password, one at a time; login and signup switch to each other, login to the reset
 * (taking the address typed so far) and the reset back. Loaded when first asked for.
 */
export default function AuthDialogs({ open, onOpenChange }: AuthDialogsProps) {
  const [resetEmail, setResetEmail] = useState('');
  return (
    <>
      <LoginDialog
        open={open === 'login'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'login' : null)}
        onSwitchToSignup={() => onOpenChange('signup')}
        onForgotPassword={(email) => {
          setResetEmail(email);
          onOpenChange('reset');
        }}
      />
      <SignupDialog
        open={open === 'signup'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'signup' : null)}
        onSwitchToLogin={() => onOpenChange('login')}
      />
      <PasswordResetDialog
        open={open === 'reset'}
        onOpenChange={(isOpen) => onOpenChange(isOpen ? 'reset' : null)}
        email={resetEmail}
        onEmailChange={setResetEmail}
        onBackToLogin={() => onOpenChange('login')}
      />
    </>
  );
}
