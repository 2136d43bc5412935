import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useI18n } from '@/lib/i18n/i18n';
import {
  carrierName,
  carriers,
  shipmentMessagesIn,
  shipmentSchemaWith,
  type Shipment,
} from '@domain/shipping-carriers';

type ShipmentInput = { carrier: Shipment['carrier'] | ''; trackingNumber: string; trackingUrl: string };

/**
 * Carrier and tracking number; the function checks them again and builds the tracking link. A `hold`
 * (a payment dispute) disables the form and says why; the function refuses it too.
 */
export function ShipForm({ onShip, hold }: { onShip(shipment: Shipment): Promise<boolean>; hold?: string }) {
  const { t, locale } = useI18n();
  const schema = useMemo(() => shipmentSchemaWith(shipmentMessagesIn[locale]), [locale]);
  const holdId = useId();
  const held = Boolean(hold);
  const form = useForm<ShipmentInput, unknown, Shipment>({
    resolver: zodResolver(schema) as never,
    defaultValues: { carrier: '', trackingNumber: '', trackingUrl: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const other = useWatch({ control: form.control, name: 'carrier' }) === 'Other';

  return (
    <form
      noValidate
      aria-label={t('adminOrders.ship.form')}
      onSubmit={form.handleSubmit(async (shipment) => {
        if (await onShip(shipment)) form.reset();
      })}
      aria-describedby={held ? holdId : undefined}
      className="grid gap-4 md:grid-cols-[1fr_2fr_auto] md:items-start"
    >
      {held ? (
        <p id={holdId} className="rounded-xl bg-danger-50 p-3 font-semibold text-danger-800 md:col-span-3">
          {hold}
        </p>
      ) : null}
      <FormField label={t('adminOrders.ship.carrier')} error={errors.carrier?.message}>
        {(field) => (
          <Select {...field} disabled={held} {...form.register('carrier')}>
            <option value="">{t('adminOrders.ship.choose')}</option>
            {carriers.map((carrier) => (
              <option key={carrier} value={carrier}>
                {carrierName(carrier, locale)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('adminOrders.ship.trackingNumber')} error={errors.trackingNumber?.message}>
        {(field) => (
          <Input {...field} disabled={held} autoComplete="off" {...form.register('trackingNumber')} />
        )}
      </FormField>
      {other ? (
        <FormField
          label={t('adminOrders.ship.trackingPage')}
          error={errors.trackingUrl?.message}
          className="md:col-span-2"
        >
          {(field) => <Input {...field} type="url" {...form.register('trackingUrl')} />}
        </FormField>
      ) : null}
      <Button
        type="submit"
        disabled={isSubmitting || held}
        aria-describedby={held ? holdId : undefined}
        className="md:mt-7"
      >
        {t('adminOrders.ship.submit')}
      </Button>
    </form>
  );
}
