import type { ReactNode } from 'react';
import * as s from './styles.css';

/** One term and its value in a details list (`<dl className={s.dl}>`). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return <div className={s.dlRow}><dt className={s.dt}>{label}</dt><dd className={s.dd}>{children}</dd></div>;
}
