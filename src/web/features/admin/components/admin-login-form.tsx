import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { adminMessages as m } from '../../../../shared/messages/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { readApiFailure } from '../../../lib/api-request.ts';
import { adminLogin, adminSessionQuery } from '../api/admin-session.ts';

/** /admin/login (spec 002 §2): username and password; success goes to /admin/orders, failure toasts. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await adminLogin({ username: username.trim(), password });
      await queryClient.invalidateQueries({ queryKey: adminSessionQuery.queryKey });
      void navigate('/admin/orders');
    } catch (error) {
      const failure = readApiFailure(error);
      const description = failure.status === 401 || !failure.message ? m.invalidCredentials : failure.message;
      toast({ title: m.loginFailed, description, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="admin-login-title" className="mx-auto flex w-full max-w-6xl flex-1 items-center px-4 py-12 md:px-8 md:py-20">
      <div className="grid w-full gap-10 md:grid-cols-[1fr_minmax(0,26rem)] md:items-center">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase">
            <span aria-hidden="true" className="size-2 bg-swiss" />
            Admin
          </p>
          <h1 id="admin-login-title" className="text-5xl leading-[0.95] font-bold tracking-tighter md:text-7xl">
            {m.loginTitle}
          </h1>
          <p className="mt-5 max-w-md text-lg text-ink-soft">{m.loginIntro}</p>
        </div>
        <form onSubmit={submit} className="border-t-4 border-swiss bg-white/60 p-6 shadow-[0_18px_40px_-30px_rgb(20_20_20/0.8)] md:p-8" noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="admin-username">{m.usernameLabel}</Label>
            <Input id="admin-username" name="username" autoComplete="username" required value={username} onChange={(event) => setUsername(event.target.value)} />
          </div>
          <div className="mt-4 flex flex-col gap-1.5">
            <Label htmlFor="admin-password">{m.passwordLabel}</Label>
            <Input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <Button type="submit" className="mt-6 w-full" disabled={pending || !username.trim() || !password}>
            {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {pending ? m.signingIn : m.signIn}
          </Button>
        </form>
      </div>
    </section>
  );
}
