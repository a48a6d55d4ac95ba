import { useCarousel } from '@pt/react';
import { PhoneCarousel, samplePhoneCards } from '@pt/ui';

/** The hero's rotating phone mock-ups: sample figures, not real data (product §2). */
export function CarouselPart() {
  const carousel = useCarousel({ count: samplePhoneCards.length });
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = carousel.rootProps;
  return (
    <PhoneCarousel
      cards={samplePhoneCards}
      positions={samplePhoneCards.map((_, i) => carousel.position(i))}
      onSelect={carousel.select}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      label="Sample portfolio screens"
    />
  );
}
