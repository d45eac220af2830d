import { shellMessages } from '../../../../shared/messages/shell.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';

type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwitchToSignup: () => void;
};

/**
 * 'Welcome Back' (spec 000 §2). The shell of the dialog; the email and password form with its
 * 'Sign In' button comes with the accounts issue and goes where the note stands now.
 */
export function LoginDialog({ open, onOpenChange, onSwitchToSignup }: LoginDialogProps) {
  const text = shellMessages.login;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="login-dialog">
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-6">
          <p className="border-l-4 border-gold bg-white/60 px-4 py-3 text-sm">{text.opensSoon}</p>
          <p className="text-sm text-ink-soft">
            {text.noAccount}{' '}
            <Button variant="link" onClick={onSwitchToSignup}>
              {text.signUp}
            </Button>
          </p>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
