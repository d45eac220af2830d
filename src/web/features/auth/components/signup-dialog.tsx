import { shellMessages } from '../../../../shared/messages/shell.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';

type SignupDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwitchToLogin: () => void;
};

/**
 * The signup dialog (spec 000 §2). The shell only; its two steps (email, username, password and
 * confirm; then the 6-digit code with 'Resend code', Back and 'Create Account') come with the
 * accounts issue and go where the note stands now.
 */
export function SignupDialog({ open, onOpenChange, onSwitchToLogin }: SignupDialogProps) {
  const text = shellMessages.signup;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="signup-dialog">
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-6">
          <p className="border-l-4 border-gold bg-white/60 px-4 py-3 text-sm">{text.opensSoon}</p>
          <p className="text-sm text-ink-soft">
            {text.haveAccount}{' '}
            <Button variant="link" onClick={onSwitchToLogin}>
              {text.signIn}
            </Button>
          </p>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
