import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../test/session-fixture.tsx';
import { DetailAnswersCard } from './detail-answers.tsx';
import { fakeOrder } from './detail-test-order.ts';

describe('DetailAnswersCard', () => {
  it('shows nothing for a shoot the owner made without answers', () => {
    const { container } = render(withProviders(<DetailAnswersCard order={fakeOrder()} />));
    expect(container.querySelector('.ant-card')).toBeNull();
  });

  it('shows the answers, formatted, and that the client booked online', () => {
    const order = fakeOrder({
      source: 'CLIENT',
      answers: [
        { fieldId: 'a', type: 'SHORT_TEXT', label: 'Who comes?', value: 'Two adults, one toddler' },
        { fieldId: 'b', type: 'YES_NO', label: 'Bringing a pet?', value: false },
        { fieldId: 'c', type: 'NEWBORN_DATE', label: 'Baby’s due date', value: '2030-07-04' },
        { fieldId: 'd', type: 'CHECKBOX', label: 'Backdrops', value: ['Linen', 'Garden'] },
        { fieldId: 'e', type: 'SELECT', label: 'Outfit', value: 'Casual' },
      ],
    });
    render(withProviders(<DetailAnswersCard order={order} />));
    expect(screen.getByText('Booked online')).toBeInTheDocument();
    expect(screen.getByText('Who comes?')).toBeInTheDocument();
    expect(screen.getByText('Two adults, one toddler')).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(screen.getByText('Jul 4, 2030')).toBeInTheDocument();
    expect(screen.getByText('Linen')).toBeInTheDocument();
    expect(screen.getByText('Garden')).toBeInTheDocument();
    expect(screen.getByText('Casual')).toBeInTheDocument();
  });

  it('says when an online booking has no answers', () => {
    render(withProviders(<DetailAnswersCard order={fakeOrder({ source: 'CLIENT' })} />));
    expect(screen.getByText('Booked online')).toBeInTheDocument();
    expect(screen.getByText('No questionnaire answers.')).toBeInTheDocument();
  });
});
