import type { ComponentType } from 'react';
import { FaviconSection } from './favicon-section';
import { SiteAddressSection } from './site-address-section';

/**
 * The Site section of Profile Settings (issue 40 point 5): what the whole site answers to, one
 * card each, in this order. A new card is one more line here.
 */
const SITE_CARDS: ComponentType[] = [SiteAddressSection, FaviconSection];

export function SiteSection() {
  return (
    <div className="profile-section-cards">
      {SITE_CARDS.map((Card, index) => (
        <Card key={index} />
      ))}
    </div>
  );
}
