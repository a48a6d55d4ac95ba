import { useCallback, useId, useState } from 'react';

/**
 * One-open-at-a-time disclosure (the FAQ of spec 2): opening an item closes the
 * others; an open item can be closed again. `buttonProps(id)` / `panelProps(id)` carry
 * the ARIA wiring.
 */
export function useDisclosureGroup<Id extends string | number = string | number>(initialOpen: Id | null = null) {
  const [openId, setOpenId] = useState<Id | null>(initialOpen);
  const base = useId();
  const toggle = useCallback((id: Id) => setOpenId((cur) => (cur === id ? null : id)), []);
  const isOpen = (id: Id) => openId === id;
  return {
    openId,
    isOpen,
    toggle,
    open: useCallback((id: Id) => setOpenId(id), []),
    close: useCallback(() => setOpenId(null), []),
    buttonProps: (id: Id) => ({
      id: `${base}-button-${id}`,
      type: 'button' as const,
      'aria-expanded': openId === id,
      'aria-controls': `${base}-panel-${id}`,
      onClick: () => toggle(id),
    }),
    panelProps: (id: Id) => ({
      id: `${base}-panel-${id}`,
      role: 'region' as const,
      'aria-labelledby': `${base}-button-${id}`,
      hidden: openId !== id,
    }),
  };
}
