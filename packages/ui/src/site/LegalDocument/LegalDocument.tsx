import type { ReactNode } from 'react';
import * as s from './LegalDocument.css';

export interface LegalSection {
  /** Anchor id of the section. */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  /** e.g. 'Last updated: November 1, 2026'. */
  updated?: ReactNode;
  intro?: ReactNode;
  sections: readonly LegalSection[];
  /** The back-to-home action under the document. */
  backAction?: ReactNode;
  eyebrow?: ReactNode;
}

/** A legal page: h1, date, intro, a contents list and numbered sections, with an action at the end. */
export function LegalDocument({ title, updated, intro, sections, backAction, eyebrow = 'Legal' }: LegalDocumentProps) {
  return (
    <main id="main" tabIndex={-1} className={s.page}>
      <article className={s.inner}>
        <header>
          <p className={s.eyebrow}>{eyebrow}</p>
          <h1 className={s.title} tabIndex={-1}>{title}</h1>
          {updated && <p className={s.meta}>{updated}</p>}
          {intro && <p className={s.intro}>{intro}</p>}
        </header>
        <nav className={s.toc} aria-label="Contents">
          <p className={s.tocTitle}>Contents</p>
          <ol className={s.tocList}>
            {sections.map((sec) => <li key={sec.id}><a className={s.link} href={`#${sec.id}`}>{sec.title}</a></li>)}
          </ol>
        </nav>
        {sections.map((sec, i) => (
          <section key={sec.id} id={sec.id} className={s.section} aria-labelledby={`${sec.id}-title`}>
            <h2 id={`${sec.id}-title`} className={s.heading}>{i + 1}. {sec.title}</h2>
            <div className={s.body}>{sec.body}</div>
          </section>
        ))}
        {backAction && <footer className={s.footer}>{backAction}</footer>}
      </article>
    </main>
  );
}
