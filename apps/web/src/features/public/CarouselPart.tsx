import { useCarousel } from '@pt/react';
import { PhoneCarousel } from '@pt/ui/site';
import { landingPhoneCards } from './landingPhoneCards';

/** The hero's rotating phone mock-ups: sample figures, not real data (product §2). */
export function CarouselPart() {
  const carousel = useCarousel({ count: landingPhoneCards.length });
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = carousel.rootProps;
  return (
    <PhoneCarousel
      cards={landingPhoneCards}
      positions={landingPhoneCards.map((_, i) => carousel.position(i))}
      onSelect={carousel.select}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      label="Sample portfolio screens"
    />
  );
}
