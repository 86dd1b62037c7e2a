import { medianLighthouse } from "./lighthouse";
for (const path of process.argv.slice(2)) {
  const r = await medianLighthouse(`http://127.0.0.1:3200${path}`, "mobile", 1);
  console.log(path, r.performance, Math.round(r.lcpMs), Math.round(r.tbtMs), (r.scriptBytes / 1024).toFixed(1), r.cls.toFixed(3));
}
