/**
 * The quiz's external links. A paid offer is present only when its URL is configured: an
 * unset offer shows no button at all, rather than one that leads somewhere else.
 */
export interface QuizOffers {
  workshopKit?: string;
  content?: string;
  automation?: string;
  newsletter: string;
}

export type PaidOffer = Exclude<keyof QuizOffers, "newsletter">;

interface OfferSettings {
  WORKSHOP_KIT_URL?: string;
  CONTENT_OFFER_URL?: string;
  AUTOMATION_OFFER_URL?: string;
  NEWSLETTER_URL: string;
}

export function quizOffers(config: OfferSettings): QuizOffers {
  return {
    workshopKit: config.WORKSHOP_KIT_URL,
    content: config.CONTENT_OFFER_URL,
    automation: config.AUTOMATION_OFFER_URL,
    newsletter: config.NEWSLETTER_URL,
  };
}
