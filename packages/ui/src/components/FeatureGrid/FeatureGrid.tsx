import type { ReactElement, ReactNode } from 'react';
import { Section } from '../Section';
import * as s from './FeatureGrid.css';

export type FeatureGridIcon = 'devices' | 'analytics' | 'plugins' | 'clock' | 'portfolio' | 'intelligence';

export interface Feature {
  icon: FeatureGridIcon;
  title: string;
  description: ReactNode;
  /** Small tag, e.g. 'Delayed 15 min'. */
  tag?: string;
}

export interface FeatureGridProps {
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  mission?: { label?: string; title: ReactNode; body: ReactNode };
  features: Feature[];
}

const paths: Record<FeatureGridIcon, ReactElement> = {
  devices: <><rect x="2.5" y="4" width="13" height="10" rx="1.5" /><path d="M6 17.5h6" /><rect x="15.5" y="8" width="6" height="11" rx="1.5" /></>,
  analytics: <><path d="M3 20h18" /><path d="M6 16v-4M10.5 16V8M15 16v-6M19.5 16V5" /></>,
  plugins: <path d="M9 3.5h3.5v2.2a1.8 1.8 0 1 0 3.6 0V3.5H20v6h-2.2a1.8 1.8 0 1 0 0 3.6H20v7.4h-7.5v-2.2a1.8 1.8 0 1 0-3.6 0v2.2H4v-7.4h2.2a1.8 1.8 0 1 0 0-3.6H4v-6Z" />,
  clock: <><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></>,
  portfolio: <><rect x="3" y="7" width="18" height="13" rx="2" /><path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" /></>,
  intelligence: <><path d="M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3Z" /><path d="M9.5 19.5h5M10.5 22h3" /></>,
};

/** The mission statement and a responsive grid of feature cards (section id about). */
export function FeatureGrid({ id = 'about', eyebrow = 'Why Portfolio Tracker', title, lead, mission, features }: FeatureGridProps) {
  return (
    <Section id={id} tone="surface" eyebrow={eyebrow} title={title} lead={lead}>
      {mission && (
        <div className={s.mission}>
          <div>
            <p className={s.missionLabel}>{mission.label ?? 'Our mission'}</p>
            <h3 className={s.missionTitle}>{mission.title}</h3>
          </div>
          <p className={s.missionBody}>{mission.body}</p>
        </div>
      )}
      <ul className={s.grid}>
        {features.map((f) => (
          <li key={f.title}>
            <article className={s.card}>
              <span className={s.iconTile} aria-hidden="true">
                <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">{paths[f.icon]}</svg>
              </span>
              <h3 className={s.title}>{f.title}</h3>
              <p className={s.description}>{f.description}</p>
              {f.tag && <span className={s.tag}>{f.tag}</span>}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
