const { startEmulator } = await import('@celtic/devstack/emulator');
const emu = await startEmulator({ host: '127.0.0.1:19877', timeoutMs: 400_000 });
console.log('READY', emu.host);
process.on('SIGTERM', async () => { await emu.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
