// /admin/mail: e-mail the server gave up on (product §15.1): the relay refused it for good, or it
// failed every attempt; with how many mails wait and how many failed in all. Reading only: a mail
// is not sent again from here (its links may have expired); the member can ask for a new one.
import { useAdminMail } from '@pt/react';
import { PageFrame } from '@pt/ui';
import { MailDeliveryTable } from '@pt/ui/admin';
import { AdminSignInRequiredScreen, NotAdminScreen } from '../../app/guards/GuardScreens';
import { ledgerFormat } from '../affiliate/ledgerFormat';
import { AdminHeader } from './AdminHeader';
import { ADMIN_PAGES } from './adminPages';
import { RefreshButton } from './RefreshButton';

export function AdminMailPage() {
  const mail = useAdminMail(50);
  if (mail.status === 'signedOut') return <AdminSignInRequiredScreen />;
  if (mail.status === 'denied') return <NotAdminScreen user={mail.user} />;
  const ready = mail.status === 'ready' ? mail : null;
  return (
    <PageFrame>
      <AdminHeader page={ADMIN_PAGES.mail} action={<RefreshButton onRefresh={mail.refresh} />} />
      <MailDeliveryTable
        mails={ready?.mails ?? []}
        counts={ready?.counts}
        format={ledgerFormat}
        loading={mail.status === 'loading'}
        error={mail.status === 'error' ? mail.message : undefined}
        onRetry={() => { void mail.refresh(); }}
      />
    </PageFrame>
  );
}
