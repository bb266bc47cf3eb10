import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/** Unmounts what each test rendered, so screens from one test never answer queries of the next. */
afterEach(cleanup);
