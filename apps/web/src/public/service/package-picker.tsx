// Packages as radio cards (native radios: arrow keys move the choice) and add-ons as steppers.
import type { TPublicAddon, TPublicPackage } from '@studio/shared/booking/contracts';
import { formatMoney } from '@studio/shared/money';
import { texts } from '../texts.ts';

type PackageProps = {
  packages: readonly TPublicPackage[];
  currency: string;
  value: string | null;
  onChange: (packageId: string) => void;
};

export function PackagePicker({ packages, currency, value, onChange }: PackageProps) {
  return (
    <fieldset className="package-list">
      <legend className="visually-hidden">{texts.stepPackage}</legend>
      {packages.map((pkg) => {
        const isDiscounted = pkg.price < pkg.totalFee;
        return (
          <label key={pkg.id} className={`package${value === pkg.id ? ' package--selected' : ''}`}>
            <input
              type="radio"
              name="package"
              className="package__radio"
              value={pkg.id}
              checked={value === pkg.id}
              onChange={() => onChange(pkg.id)}
            />
            <span className="package__body">
              <span className="package__head">
                <span className="package__name">{pkg.name}</span>
                <span className="package__price">
                  {isDiscounted && <s className="muted">{formatMoney(pkg.totalFee, currency)}</s>}{' '}
                  {formatMoney(pkg.price, currency)}
                </span>
              </span>
              <span className="package__meta">
                {pkg.durationMinutes > 0 && <span>{texts.duration(pkg.durationMinutes)}</span>}
                {pkg.shootLocation && <span>{pkg.shootLocation}</span>}
              </span>
              {pkg.description && <span className="package__description">{pkg.description}</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

type AddonProps = {
  addons: readonly TPublicAddon[];
  currency: string;
  quantities: Readonly<Record<string, number>>;
  onChange: (addonId: string, quantity: number) => void;
};

export function AddonSteppers({ addons, currency, quantities, onChange }: AddonProps) {
  return (
    <fieldset className="addons">
      <legend className="addons__title">{texts.addons}</legend>
      <p className="muted addons__hint">{texts.addonsHint}</p>
      <ul className="addons__list">
        {addons.map((addon) => {
          const quantity = quantities[addon.id] ?? 0;
          return (
            <li key={addon.id} className="addon">
              <span className="addon__text">
                <span className="addon__name">{addon.name}</span>
                <span className="muted">{texts.each(formatMoney(addon.fee, currency))}</span>
              </span>
              <span className="stepper" role="group" aria-label={texts.quantityOf(addon.name)}>
                <button
                  type="button"
                  className="stepper__button"
                  aria-label={texts.decrease(addon.name)}
                  disabled={quantity <= 0}
                  onClick={() => onChange(addon.id, quantity - 1)}
                >
                  −
                </button>
                <output className="stepper__value" aria-live="polite">
                  {quantity}
                </output>
                <button
                  type="button"
                  className="stepper__button"
                  aria-label={texts.increase(addon.name)}
                  disabled={quantity >= addon.maxQuantity}
                  onClick={() => onChange(addon.id, quantity + 1)}
                >
                  +
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
