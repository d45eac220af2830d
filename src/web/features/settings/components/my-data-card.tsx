import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button, PendingButton } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { downloadMyData } from '../api/my-data.ts';
import { errorText } from '../settings-rules.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SettingsCard } from './settings-card.tsx';

/** "Your data" (decision 019): a copy of everything kept about the user, and deleting the account. */
export function MyDataCard() {
  const m = useMessages('privacy');
  const settingsMessages = useMessages('settings');
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const queryClient = useQueryClient();

  async function download() {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast({
        title: settingsMessages.errorTitle,
        description: errorText(error, m.downloadFailed),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <SettingsCard id="settings-my-data" title={m.title} description={m.description} testId="my-data-card">
      <p className="text-ink-soft">{m.downloadHint}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-4 pt-5">
        <PendingButton
          variant="outline"
          onClick={() => void download()}
          pending={downloading}
          pendingLabel={m.downloading}
          icon={<Download aria-hidden="true" className="size-4" />}
        >
          {m.download}
        </PendingButton>
        <Button
          variant="link"
          size="inline"
          className="font-semibold text-swiss-deep"
          onClick={() => setDeleting(true)}
        >
          {m.deleteAccount}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} queryClient={queryClient} />
    </SettingsCard>
  );
}
