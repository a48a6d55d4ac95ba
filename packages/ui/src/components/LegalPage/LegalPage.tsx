import { forwardRef, type ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { PageHeading } from '../PageHeading';
import { Container } from '../Section';
import { cx, defaultRenderLink, type RenderLink } from '../SiteLink';
import * as s from './LegalPage.css';

export interface LegalPageSection {
  id: string;
  heading: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** e.g. 'Last updated: Nov 21, 2026'. */
  updated?: ReactNode;
  intro?: ReactNode;
  sections: LegalPageSection[];
  backHref?: string;
  backLabel?: string;
  renderLink?: RenderLink;
}

/** Layout for the static legal pages: back-to-home, h1 and date, a contents list on wide screens, numbered sections. */
export const LegalPage = forwardRef<HTMLHeadingElement, LegalPageProps>(function LegalPage(
  { title, updated, intro, sections, backHref = '/', backLabel = 'Back to Home', renderLink = defaultRenderLink },
  ref,
) {
  const back = renderLink({
    href: backHref,
    className: cx(button({ variant: 'ghost', size: 'sm' }), s.back),
    children: <><svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M10 3.5 5.5 8l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" /></svg>{backLabel}</>,
  });
  return (
    <div className={s.page}>
      <Container size="md">
        <div className={s.top}>
          {back}
          <PageHeading ref={ref} title={title} lead={intro} />
          {updated && <p className={s.updated}>{updated}</p>}
        </div>
        <div className={s.layout}>
          <nav className={s.toc} aria-label="On this page">
            <p className={s.tocTitle}>On this page</p>
            <ol className={s.tocList}>
              {sections.map((sec) => <li key={sec.id}><a className={s.tocLink} href={`#${sec.id}`}>{sec.heading}</a></li>)}
            </ol>
          </nav>
          <article className={s.article}>
            {sections.map((sec, i) => (
              <section key={sec.id} id={sec.id} className={s.section} aria-labelledby={`${sec.id}-h`}>
                <h2 id={`${sec.id}-h`} className={s.heading}>{i + 1}. {sec.heading}</h2>
                <div className={s.body}>{sec.body}</div>
              </section>
            ))}
            {renderLink({ href: backHref, className: cx(button({ variant: 'outline' }), s.back), children: backLabel })}
          </article>
        </div>
      </Container>
    </div>
  );
});
