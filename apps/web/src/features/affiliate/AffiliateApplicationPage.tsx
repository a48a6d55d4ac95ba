// /affiliate-application (product §2, §5, §8): redirects with toasts, the status page, the form
// and the confirmation page, all driven by useAffiliateApplication.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applicationStatusView, messages } from '@pt/api';
import { formatDate, formatTimeOfDay } from '@pt/api/format';
import { useAffiliateApplication, type ApplicationRedirect } from '@pt/react';
import { Inline, PageFrame, PageHeading, Spinner } from '@pt/ui';
import { ApplicationStatusCard, ApplicationSubmitted } from '@pt/ui/affiliate';
import { ApplicationForm } from './ApplicationForm';
import { PageFailure } from '../../app/PageFailure';
import { useToaster } from '../../app/toasts/AppToasts';

export function AffiliateApplicationPage() {
  const navigate = useNavigate();
  const toaster = useToaster();
  const app = useAffiliateApplication({
    onRedirect: (r: ApplicationRedirect) => {
      const toast = r.reason === 'signedOut' && r.toast
        ? { ...r.toast, tone: 'destructive' as const }
        : r.reason === 'alreadyAffiliate' && r.toast ? { ...r.toast, tone: 'success' as const } : null;
      // The app's toaster sits above the routes, so the toast stays through the redirect.
      if (toast) toaster?.toast(toast);
      navigate(r.to, { replace: true });
    },
  });
  const [lastUpdated, setLastUpdated] = useState(() => new Date());
  const [refreshing, setRefreshing] = useState(false);

  const submitted = app.view === 'submitted';

  // The form (with the focused Submit button) is replaced by the confirmation: focus its
  // heading so keyboard users keep their place and screen readers read it out. The kit's
  // ApplicationSubmitted takes no ref, so the h1 is found in a wrapper and made focusable.
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!submitted) return;
    const heading = confirmationRef.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [submitted]);

  let content;
  switch (app.view) {
    case 'loading':
    case 'redirect':
      content = (
        <Inline align="center" paddingY="20">
          <Spinner size="lg" label={app.view === 'redirect' ? 'Redirecting...' : app.checking === 'auth' ? 'Checking authentication...' : 'Loading your application...'} />
        </Inline>
      );
      break;
    case 'submitted':
      content = (
        <div ref={confirmationRef}>
          <ApplicationSubmitted email={app.application.email} onCheckStatus={() => navigate('/affiliates')} onReturnHome={() => navigate('/')} />
        </div>
      );
      break;
    case 'status': {
      const a = app.application;
      content = (
        <>
          <PageHeading title="Affiliate Application" lead={`Status: ${app.statusLabel}`} />
          <ApplicationStatusCard
            application={{
              fullName: a.full_name, email: a.email, submittedAt: formatDate(a.created_at), location: a.location,
              status: a.status, statusBadge: applicationStatusView(a.status), reviewerNotes: a.reviewer_notes,
            }}
            lastUpdated={formatTimeOfDay(lastUpdated)}
            refreshing={refreshing}
            onRefresh={() => {
              setRefreshing(true);
              void app.refresh().finally(() => { setRefreshing(false); setLastUpdated(new Date()); });
            }}
            onBackToAffiliates={() => navigate('/affiliates')}
            onGoToDashboard={() => navigate('/affiliates')}
          />
        </>
      );
      break;
    }
    case 'form':
      content = (
        <>
          <PageHeading id="application-title" title="Affiliate Application"
            lead="Tell us about yourself and your audience. Fields marked * are required." />
          {app.statusMessage ? <PageFailure message={app.statusMessage} onRetry={app.refresh} description={null} retryingText="Checking..." /> : null}
          <ApplicationForm app={app} onCancel={() => navigate('/affiliates')}
            onSubmitted={() => toaster?.toast({ title: messages.applicationSubmitted, tone: 'success' })} />
        </>
      );
      break;
  }
  return (
    <PageFrame width="md">
      {content}
    </PageFrame>
  );
}
