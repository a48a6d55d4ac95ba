/** A plan's id as its name on screen (product §16.1): 'premium' -> 'Premium'; '' stays ''. */
export const planName = (planId: string): string => (planId ? planId.charAt(0).toUpperCase() + planId.slice(1) : planId);
