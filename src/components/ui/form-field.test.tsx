import { render, screen } from '@testing-library/react';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

describe('FormField', () => {
  it('labels the control and announces its hint', () => {
    render(
      <FormField label="Email" description="We reply within a day.">
        {(field) => <Input type="email" {...field} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We reply within a day.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the error message', () => {
    render(
      <FormField label="Name" description="As on the order." error="Name must be at least 2 characters.">
        {(field) => <Input {...field} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('As on the order. Name must be at least 2 characters.');
  });
});
