// Two bir functions, neither named @main.
module {
  bir.func @f {
    bir.return
  }
  bir.func @g {
    bir.return
  }
}
