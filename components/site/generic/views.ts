import { defineViews } from '../site-api';

export default defineViews({});
