import { serverNow, useServerClock } from "../../shell/use-server-clock.ts";
import { useT } from "../../shell/use-shell.ts";
import type { JackpotListData } from "./jackpot.server.ts";
import { LiveStatusNote } from "./live-status.tsx";
import { PoolCard } from "./pool-card.tsx";
import { useJackpotPools } from "./use-jackpot-live.ts";

/** Spec §2 /jackpot (base2's jackpot screen): every pool of the site, its amount live. */
export function JackpotListPage({ data }: { data: JackpotListData }) {
  const t = useT();
  const { pools, status } = useJackpotPools(data.channel, data.pools);
  const now = serverNow(useServerClock(data.server_time));
  return (
    <section className="jackpots" aria-describedby="jackpots-intro">
      <div className="jackpots__head">
        <p className="jackpots__intro" id="jackpots-intro">
          {t("jackpot.intro")}
        </p>
        <LiveStatusNote status={status} />
      </div>
      <ul className="jackpot-grid">
        {pools.map((pool) => (
          <PoolCard key={pool.slug} pool={pool} now={now} />
        ))}
      </ul>
    </section>
  );
}
