// The top of a service page: its images, name, starting price and description.
import type { TPublicService } from '@studio/shared/booking/contracts';
import { formatMoney } from '@studio/shared/money';
import { texts } from '../texts.ts';

export function startingPrice(service: TPublicService): number | null {
  if (service.packages.length > 0) return Math.min(...service.packages.map((p) => p.price));
  return service.basePrice > 0 ? service.basePrice : null;
}

export function ServiceIntro({ service }: { service: TPublicService }) {
  const [cover, ...more] = service.gallery;
  const price = startingPrice(service);
  return (
    <section className={`intro${cover ? '' : ' intro--plain'}`} aria-labelledby="service-title">
      {cover && (
        <div className="intro__cover">
          <img
            src={cover.url}
            alt={texts.photoAlt(service.name, 1)}
            width={cover.width ?? undefined}
            height={cover.height ?? undefined}
          />
        </div>
      )}
      <div className="intro__text">
        <p className="eyebrow">
          <span className="dot" style={{ backgroundColor: service.color }} aria-hidden="true" />
          {service.business.name}
        </p>
        <h1 id="service-title" className="display">
          {service.name}
        </h1>
        {price !== null && (
          <p className="intro__price">
            {texts.fromPrice(formatMoney(price, service.business.currency))}
          </p>
        )}
        {service.description && (
          <div
            className="rich-text"
            // The server sanitises this HTML before storing and before sending it (ARCHITECTURE
            // "Untrusted HTML"); that is the only reason it may be rendered as HTML here.
            dangerouslySetInnerHTML={{ __html: service.description }}
          />
        )}
      </div>
      {more.length > 0 && (
        <ul className="gallery" aria-label={texts.photos(service.name)}>
          {more.map((image, index) => (
            <li key={image.fileId}>
              <img
                src={image.url}
                alt={texts.photoAlt(service.name, index + 2)}
                loading="lazy"
                width={image.width ?? undefined}
                height={image.height ?? undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
