import net from 'node:net'

import { Agent, buildConnector, getGlobalDispatcher, setGlobalDispatcher } from 'undici'

/** The group robots' own hosts (src/lib/robot-url.ts), which the site may post to and nothing else. */
const ROBOT_HOSTS = new Set(['qyapi.weixin.qq.com', 'oapi.dingtalk.com'])

/**
 * A stand-in at the network boundary: WeCom's and DingTalk's servers cannot be
 * reached from here, so connections to their hosts go to a local HTTP server
 * instead (plain HTTP on the connection the site opens for https). The site's
 * code runs unchanged: it builds the real address, posts with fetch and reads
 * the answer. Every other host connects as usual. Returns the undo.
 */
export function routeRobotHostsTo(port: number): () => void {
  const previous = getGlobalDispatcher()
  const direct = buildConnector({})
  const agent = new Agent({
    connect: (options, callback) => {
      if (!ROBOT_HOSTS.has(options.hostname)) return direct(options, callback)
      const socket = net.connect({ host: '127.0.0.1', port })
      socket.once('connect', () => callback(null, socket))
      socket.once('error', (error) => callback(error, null))
    },
  })
  setGlobalDispatcher(agent)
  return () => {
    setGlobalDispatcher(previous)
    void agent.close()
  }
}
