import 'dotenv/config';
import { checkDeploy, deployReport } from '../deploy-check.ts';

/**
 * `npm run check:deploy`: reads the environment (and `.env`) the server would, and lists what is not ready for real
 * customers. Exits 1 when something blocks going live, 0 otherwise (decision 024).
 */
const { text, goLive } = deployReport(checkDeploy(process.env));
console.log(text);
process.exit(goLive ? 0 : 1);
