import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { carriers, shipmentSchema, type Shipment } from '@domain/shipping-carriers';

type ShipmentInput = { carrier: Shipment['carrier'] | ''; trackingNumber: string; trackingUrl: string };

/**
 * Carrier and tracking number; the function checks them again and builds the tracking link. A `hold`
 * (a payment dispute) disables the form and says why; the function refuses it too.
 */
export function ShipForm({ onShip, hold }: { onShip(shipment: Shipment): Promise<boolean>; hold?: string }) {
  const holdId = useId();
  const held = Boolean(hold);
  const form = useForm<ShipmentInput, unknown, Shipment>({
    resolver: zodResolver(shipmentSchema) as never,
    defaultValues: { carrier: '', trackingNumber: '', trackingUrl: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const other = useWatch({ control: form.control, name: 'carrier' }) === 'Other';

  return (
    <form
      noValidate
      aria-label="Mark shipped"
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
      <FormField label="Carrier" error={errors.carrier?.message}>
        {(field) => (
          <Select {...field} disabled={held} {...form.register('carrier')}>
            <option value="">Choose…</option>
            {carriers.map((carrier) => (
              <option key={carrier} value={carrier}>
                {carrier}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Tracking number" error={errors.trackingNumber?.message}>
        {(field) => (
          <Input {...field} disabled={held} autoComplete="off" {...form.register('trackingNumber')} />
        )}
      </FormField>
      {other ? (
        <FormField
          label="Tracking page (https)"
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
        Mark shipped and email the buyer
      </Button>
    </form>
  );
}
