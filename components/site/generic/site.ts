import { defineSite } from '../site-api';

export default defineSite({});
