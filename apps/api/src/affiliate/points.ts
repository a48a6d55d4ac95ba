// Affiliate points (product §12.1; product §3's milestones are reached with them).

/** One point for each conversion (a paid invoice of a referred member). */
export const POINTS_PER_CONVERSION = 1;
/** One point for every 10th counted click on an affiliate's links. */
export const CLICKS_PER_POINT = 10;
