import type { ReactNode } from 'react';
import * as s from './FeatureList.css';

export type FeatureIcon = 'devices' | 'chart' | 'plugin' | 'clock' | 'briefcase' | 'insight';

export interface FeatureItem {
  icon: FeatureIcon;
  title: string;
  text: ReactNode;
}

export interface MissionStat { value: string; label: string }

export interface FeatureListProps {
  features: readonly FeatureItem[];
  /** Optional mission block above the grid. */
  mission?: { title: string; text: ReactNode; stats?: readonly MissionStat[] };
}

const paths: Record<FeatureIcon, ReactNode> = {
  devices: <><rect x="3" y="4" width="13" height="10" rx="1.5" /><rect x="15" y="8" width="6" height="12" rx="1.5" /><path d="M6 18h7" /></>,
  chart: <><path d="M4 19V5" /><path d="M4 19h16" /><path d="m7 14 4-4 3 3 5-6" /></>,
  plugin: <><path d="M9 3v4M15 3v4" /><rect x="6" y="7" width="12" height="7" rx="2" /><path d="M12 14v3a3 3 0 0 1-3 3H8" /></>,
  clock: <><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></>,
  briefcase: <><rect x="3" y="7" width="18" height="12" rx="2" /><path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12h18" /></>,
  insight: <><path d="M9 18h6M10 21h4" /><path d="M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3Z" /></>,
};

/** The landing page's mission and feature cards. */
export function FeatureList({ features, mission }: FeatureListProps) {
  return (
    <>
      {mission && (
        <div className={s.mission}>
          <div>
            <h3 className={s.missionTitle}>{mission.title}</h3>
            <p className={s.missionText}>{mission.text}</p>
          </div>
          {mission.stats && (
            <dl className={s.stats}>
              {mission.stats.map((st) => (
                <div key={st.label}>
                  <dt className={s.statLabel}>{st.label}</dt>
                  <dd className={s.statValue} style={{ margin: 0 }}>{st.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
      <ul className={s.grid}>
        {features.map((f) => (
          <li key={f.title} className={s.item}>
            <span className={s.icon} aria-hidden="true">
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">{paths[f.icon]}</svg>
            </span>
            <h3 className={s.title}>{f.title}</h3>
            <p className={s.text}>{f.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
