import { render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../../lang/en-US.json';
import { ActivityCell } from './equipment-columns';

describe("the equipment list's activity (rules 4.5, 10.12)", () => {
  it('names the work by the category: a blower reporting mowing is blowing, a mower mowing', () => {
    const intl = createIntl({ locale: 'en-US', messages: enUS });
    const { unmount } = render(<ActivityCell intl={intl} row={{ activity: 'mowing', errorCode: null, category: 'blower' }} />);
    expect(screen.getByText('Blowing')).toBeTruthy();
    expect(screen.queryByText('Mowing')).toBeNull();
    unmount();
    render(<ActivityCell intl={intl} row={{ activity: 'mowing', errorCode: null, category: 'mower' }} />);
    expect(screen.getByText('Mowing')).toBeTruthy();
  });
});
