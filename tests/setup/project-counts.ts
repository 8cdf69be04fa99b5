import type { Reporter, TestModule, Vitest } from 'vitest/node'

/**
 * Prints how many tests each project ran, and, with TEST_COUNTS=required
 * (scripts/test.mjs sets it), fails the run when a project it configured ran
 * none: a project whose files were all left out must not pass as green.
 */
export class ProjectCounts implements Reporter {
  private projects: string[] = []

  onInit(vitest: Vitest): void {
    this.projects = vitest.projects.map((project) => project.name)
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map(this.projects.map((name) => [name, 0]))
    for (const testModule of testModules) counts.set(testModule.project.name, (counts.get(testModule.project.name) ?? 0) + [...testModule.children.allTests()].length)
    console.log(`tests per project: ${[...counts].map(([name, count]) => `${name} ${count}`).join(', ')}`)
    const empty = [...counts].filter(([, count]) => count === 0).map(([name]) => name)
    if (empty.length && process.env.TEST_COUNTS === 'required') {
      console.error(`✖ no tests ran in ${empty.join(', ')}`)
      process.exitCode = 1
    }
  }
}
